import { resolve } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { localeChanges, type Changes, type LocaleFiles } from './changes';
import { COPY_DECK_PATH } from './copyDeck';
import { buildEnv } from '../site/env';
import type { Placeholder } from '../data/placeholders';
import { sitePlaceholders } from '../data/site';

/** What the copy deck gets from the build besides its page query. */
export type CopyDeckContext = { changes: Changes; placeholders: Placeholder[] };

/** The copy deck page (the i18n plugin makes it /copy-deck/ and /zh/copy-deck/); production never creates it. */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType, reporter }) => {
  if (!buildEnv().copyDeck) return;
  const files: LocaleFiles = {};
  for (const node of getNodesByType('Locale') as unknown as { language: string; ns: string; data: string }[]) {
    (files[node.language] ??= {})[node.ns] = JSON.parse(node.data);
  }
  const context: CopyDeckContext = {
    changes: localeChanges(process.cwd(), files),
    placeholders: sitePlaceholders,
  };
  actions.createPage({ path: COPY_DECK_PATH, component: resolve('src/review/CopyDeck.tsx'), context });
  const { changes } = context;
  reporter.info(
    `Copy deck at ${COPY_DECK_PATH}: ${
      changes.known
        ? `${Object.keys(changes.strings).length} strings changed since ${changes.ref} (${changes.commit})`
        : `changes unknown (${changes.reason})`
    }, ${context.placeholders.length} placeholders in data/site.json`,
  );
};
