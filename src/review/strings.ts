/** The strings of a locale file, keyed as `npm run check:content` names them: `hero.title`, `experience[0]`. */
export { stringLeaves as leavesOf } from '../i18n/keys';

/** How the deck and its tests cite a string: `home.json › hero.title`. */
export const citation = (ns: string, key: string) => `${ns}.json › ${key}`;

/** How the build marks a changed string (src/review/changes.ts): `zh/home:hero.title`. */
export const changeId = (language: string, ns: string, key: string) => `${language}/${ns}:${key}`;
