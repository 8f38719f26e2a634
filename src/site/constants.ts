/**
 * The figures the product promises, from the owner's brief: changing one is the owner's decision, made here and in
 * the copy. The content check (rule "constant") fails a build whose data/ or copy disagrees; tests read the figures
 * from here or from data/, never from copies of their own.
 */

/** The brief's count of free resources per group of the Resources page, in its order (data/resourceGroups.json). The
 * keys are also data/resources.json's `group` values (src/data/schema.ts › ResourceGroup). */
export const RESOURCE_COUNTS = { youtube: 4, datasets: 3, coding: 4 } as const;

/** Years as a data analyst and as a research analyst, which about.json › experience states as "4+" and "3+" (never
 * "more than 4") in every language. */
export const EXPERIENCE_YEARS = { dataAnalyst: 4, researchAnalyst: 3 } as const;

/** The course's length in weeks (the "12-week course"), for the copy's check and the Course's structured data. */
export const COURSE_WEEKS = 12;
