import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDataFile, formatFinding, type Json } from '../../gatsby/content/check';
import { contentRoot } from './locales';

/** data/<name>.json as the GraphQL layer gives it: checked against its type first, as the build does. */
function checked<T>(name: string): T {
  const raw = JSON.parse(readFileSync(join(contentRoot, 'data', `${name}.json`), 'utf8')) as Json;
  const { value, findings } = checkDataFile(name, raw);
  if (findings.length) throw new Error(findings.map(formatFinding).join('\n'));
  return value as unknown as T;
}

export const expertise = checked<Queries.ExpertiseJson[]>('expertise');
export const services = checked<Queries.ServicesJson[]>('services');
export const resources = checked<Queries.ResourcesJson[]>('resources');
export const resourceGroups = checked<Queries.ResourceGroupsJson[]>('resourceGroups');
export const resourcesPage = checked<Queries.ResourcesPageJson>('resourcesPage');
