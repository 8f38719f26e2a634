import type { TFunction } from 'i18next';
import expertise from '../../data/expertise.json';
import services from '../../data/services.json';
import { keyParts } from '../../src/i18n/keys';
import { PAGES } from '../../src/site/pages';
import { groupTitle, type Group } from './placements';
import { isDataSource } from './strings';

/**
 * What a reviewer calls an entry, in their language, as the deck shows it above the entry (so that the page's search
 * finds it): its source's name, then a plain word for each part of its key (review.json › names), "Footer › Tagline",
 * 「頁尾 › 標語」. A service, feature or area of expertise is called by its own title on the site; an entry of a list
 * by its number. The deck's own wording (review.json) is named as such, with its number in the deck.
 */
export function entryName(t: TFunction, source: string, key: string, index: number): string {
  const separator = t('review:names.separator');
  if (source === 'review')
    return [t('review:names.sources.review'), t('review:names.item', { number: index + 1 })].join(separator);
  const sourceName = isDataSource(source) ? source.slice('data/'.length) : source;
  // "features" before a feature's title says nothing the title does not.
  const parts = keyParts(key).filter((part) => part !== 'features');
  const words = parts.map((part, i) => {
    if (/^\d+$/.test(part)) return t('review:names.item', { number: Number(part) + 1 });
    if (source === 'services' && services.some((s) => s.sectionId === part)) return t(`services:${part}.title`);
    if (source === 'services' && i === 0 && key.startsWith('features.')) return t(`services:features.${part}.title`);
    if (source === 'about' && parts[i - 1] === 'expertise' && expertise.some((e) => e.key === part))
      return t(`about:expertise.${part}.title`);
    return t(`review:names.terms.${part}`);
  });
  // A page's own strings file is named as its group in the deck is ("About Page"): a new page needs no name here.
  const isPageFile = !isDataSource(source) && PAGES.some((page) => page.id === source);
  const named = isPageFile ? groupTitle(t, source as Group) : t(`review:names.sources.${sourceName}`);
  return [named, ...words].join(separator);
}
