import type { Facts } from './visitorValues';

/**
 * Strings the site shows in several places from one entry, so that changing it changes every one of them: by
 * `source:key`, the message that says so (review.json › shared) and how many places, counted from what the site
 * repeats them for (the components map over data/services.json and data/site.json's social profiles).
 */
export const SHARED: Record<string, { note: 'serviceCards' | 'socialIcons'; count: (facts: Facts) => number }> = {
  // src/sections/Offerings.tsx: one card per service, each with its Learn More button and that button's name.
  'home:offerings.learnMore': { note: 'serviceCards', count: ({ services }) => services.length },
  'home:offerings.learnMoreAbout': { note: 'serviceCards', count: ({ services }) => services.length },
  // src/components/Footer.tsx: one icon per social profile.
  'footer:social': { note: 'socialIcons', count: ({ networks }) => networks.length },
};

/** How many places a string appears in, and the note that says so; undefined for a string shown once. */
export function sharedOf(source: string, key: string, facts: Facts) {
  const shared = SHARED[`${source}:${key}`];
  return shared && { note: shared.note, count: shared.count(facts) };
}
