/**
 * The figures the product promises its visitors, written once. They come from the owner's brief for the site, not
 * from a choice in the code: changing one is the owner's decision, made here and in the copy that states it. The
 * content check (gatsby/content/check.ts, rule "constant") fails a build whose data/ or copy disagrees, naming this
 * file; tests read the figures from here or from data/, never from copies of their own.
 */

/**
 * How many free resources each group of the Resources page lists, in the page's order (data/resourceGroups.json):
 * the brief names four YouTube channels, three dataset sites and four coding practice sites. The group keys are also
 * data/resources.json's `group` values (src/data/schema.ts › ResourceGroup).
 */
export const RESOURCE_COUNTS = { youtube: 4, datasets: 3, coding: 4 } as const;

/**
 * The coach's experience as the copy states it, "4+" and "3+" years (never "more than 4"): years as a data analyst
 * and as a research analyst. The About page's text (about.json › experience) states each in every language.
 */
export const EXPERIENCE_YEARS = { dataAnalyst: 4, researchAnalyst: 3 } as const;

/** The course's length in weeks (the "12-week course"), for the copy's check and the Course's structured data. */
export const COURSE_WEEKS = 12;
