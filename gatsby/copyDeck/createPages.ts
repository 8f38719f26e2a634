import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { copyChanges, type Changes } from './changes';
import { dataCopy, localeCopy, type CopyString } from './copy';
import { COPY_DECK_PATH } from './copyDeck';
import { describeEditTarget, editTargetOf, type EditTarget } from './repository';
import { buildEnv, type BuildFacts, type BuildKind } from '../../src/site/env';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages';
import { buildTimeIn } from './strings';
import type { Placeholder } from '../../src/data/placeholders';
import { sitePlaceholders } from '../../src/data/site';

/** What the copy deck gets from the build besides its page query (which holds locales/). */
export type CopyDeckContext = {
  changes: Changes;
  placeholders: Placeholder[];
  /** The visitor-facing strings of data/. */
  dataStrings: CopyString[];
  edit: EditTarget;
  /** What the deck tells a reviewer about this build, its time already in each language's words (made here, in Node). */
  build: { kind: BuildKind; facts: BuildFacts; times: Record<LanguageCode, string> };
};

/** The data/ files under `root`, parsed (the content check has read them first: gatsby/content/hooks.ts). */
function readDataFiles(root: string): Record<string, unknown> {
  const dir = join(root, 'data');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown]),
  );
}

/** The deck's context for the project under `root`, in a build environment such as Netlify's. */
export function copyDeckContext(
  root: string,
  locales: Record<string, Record<string, unknown>>,
  env: NodeJS.ProcessEnv = process.env,
): CopyDeckContext {
  const dataStrings = dataCopy(readDataFiles(root));
  const { kind, facts } = buildEnv(env);
  const times = Object.fromEntries(LANGUAGES.map(({ code, htmlLang }) => [code, buildTimeIn(facts.time, htmlLang)]));
  return {
    build: { kind, facts, times: times as Record<LanguageCode, string> },
    changes: copyChanges(root, [...localeCopy(locales), ...dataStrings], env),
    placeholders: sitePlaceholders,
    dataStrings,
    edit: editTargetOf(env),
  };
}

/** The copy deck page (the i18n plugin makes it /copy-deck/ and /zh/copy-deck/); production never creates it. */
export const createPages: GatsbyNode['createPages'] = ({ actions, getNodesByType, reporter }) => {
  if (!buildEnv().copyDeck) return;
  const locales: Record<string, Record<string, unknown>> = {};
  for (const node of getNodesByType('Locale') as unknown as { language: string; ns: string; data: string }[]) {
    (locales[node.language] ??= {})[node.ns] = JSON.parse(node.data);
  }
  const context = copyDeckContext(process.cwd(), locales);
  actions.createPage({ path: COPY_DECK_PATH, component: resolve('gatsby/copyDeck/CopyDeck.tsx'), context });
  const { changes } = context;
  reporter.info(
    `Copy deck at ${COPY_DECK_PATH}: ${
      changes.known
        ? `${Object.keys(changes.strings).length} strings changed since ${changes.branch} (${changes.commit})`
        : `changes unknown (${changes.reason})`
    }, ${describeEditTarget(context.edit)}, ${context.placeholders.length} placeholders in data/site.json, ${
      context.build.facts.pullRequest ? `pull request #${context.build.facts.pullRequest.number}` : 'no pull request'
    }, commit ${context.build.facts.commit?.short ?? 'unknown'}`,
  );
};
