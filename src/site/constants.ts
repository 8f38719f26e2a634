/**
 * The figures the product promises, from the owner's brief. Only the owner changes one, here and in the copy. The
 * content check (rule "constant") fails a build whose data/ or copy disagrees, and tests read the figures from here
 * or from data/, never from their own copies.
 */

/** How many free resources each group of the Resources page holds, in page order (data/resourceGroups.json). The keys
 * are also the `group` values in data/resources.json (ResourceGroup in src/data/schema.ts). */
export const RESOURCE_COUNTS = { youtube: 4, datasets: 3, coding: 4 } as const;

/** Years as a data analyst and as a research analyst. The `experience` copy in about.json says "4+" and "3+" (never
 * "more than 4") in every language. */
export const EXPERIENCE_YEARS = { dataAnalyst: 4, researchAnalyst: 3 } as const;

/** The course's length in weeks (the "12-week course"), used by the content check and the Course structured data. */
export const COURSE_WEEKS = 12;
