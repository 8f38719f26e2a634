import expertiseJson from '../../data/expertise.json';
import resourceGroupsJson from '../../data/resourceGroups.json';
import resourcesJson from '../../data/resources.json';
import servicesJson from '../../data/services.json';
import { checkDataFile, formatFinding, type Json } from '../../gatsby/content/check';

/** A data file as the GraphQL layer gives it: checked against its type first, as the build does. */
function checked<T>(name: string, raw: unknown): T {
  const { value, findings } = checkDataFile(name, raw as Json);
  if (findings.length) throw new Error(findings.map(formatFinding).join('\n'));
  return value as unknown as T;
}

export const expertise = checked<Queries.ExpertiseJson[]>('expertise', expertiseJson);
export const services = checked<Queries.ServicesJson[]>('services', servicesJson);
export const resources = checked<Queries.ResourcesJson[]>('resources', resourcesJson);
export const resourceGroups = checked<Queries.ResourceGroupsJson[]>('resourceGroups', resourceGroupsJson);
