import { Kind, parse, type TypeNode } from 'graphql';

/**
 * GraphQL types of the data/*.json files, declared explicitly (with
 * @dontInfer, nothing is guessed from the files). Each file is one type named
 * after it: data/services.json -> ServicesJson.
 */
export const dataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  type SiteSiteMetadata {
    siteUrl: String!
    indexable: Boolean!
  }

  type SiteJson implements Node @dontInfer {
    brand: String!
    siteUrl: String!
    email: String!
    placeholderNote: String!
    person: SitePerson!
    "ISO 3166-1 alpha-2 code of the country served, for structured data."
    countryCode: String!
    links: SiteLinks!
    social: [SocialProfile!]!
    course: SiteCourse!
  }
  type SitePerson {
    name: String!
  }
  "Facts about the 12-week course for its structured data (texts are in locales/*/nav.json, meta.course)."
  type SiteCourse {
    weeks: Int!
    "Google's courseMode: Online, Onsite or Blended."
    mode: String!
    hoursPerWeek: Int!
    "Google's offer category: Free, Partially Free, Subscription or Paid."
    offerCategory: String!
  }
  type SiteLinks {
    dataJob: String!
    consultation: String!
    course: String!
  }
  type SocialProfile {
    network: String!
    label: String!
    url: String!
  }

  "A navigation item: 'key' names its label in locales/*/nav.json; 'href' is a site path, or a key of SiteJson.links when external."
  type NavigationJson implements Node @dontInfer {
    key: String!
    href: String!
    external: Boolean!
  }

  type ServicesJson implements Node @dontInfer {
    sectionId: String!
    order: Int!
    icon: String!
    features: [ServiceFeature!]!
    "'demo' for a book-a-demo-call button, 'panel' for the panel repeating the hero buttons."
    cta: String!
  }
  type ServiceFeature {
    key: String!
    icon: String!
  }

  type ExpertiseJson implements Node @dontInfer {
    key: String!
    icon: String!
    order: Int!
  }

  type ResourcesJson implements Node @dontInfer {
    group: String!
    order: Int!
    title: String!
    description: String!
    link: String!
  }

  type ResourceGroupsJson implements Node @dontInfer {
    key: String!
    order: Int!
    title: String!
    description: String!
  }

  type ResourcesPageJson implements Node @dontInfer {
    title: String!
    intro: String!
  }
`;

type Field = { type: TypeNode };
const types = new Map<string, Map<string, Field>>();
for (const definition of parse(dataTypeDefs).definitions) {
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
  types.set(definition.name.value, new Map((definition.fields ?? []).map((f) => [f.name.value, { type: f.type }])));
}

const scalars: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === 'string' && value.trim() !== '',
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === 'number',
  Boolean: (value) => typeof value === 'boolean',
};

function check(value: unknown, type: TypeNode, at: string, problems: string[]): void {
  if (type.kind === Kind.NON_NULL_TYPE) {
    if (value === undefined || value === null) problems.push(`${at} is missing`);
    else check(value, type.type, at, problems);
    return;
  }
  if (value === undefined || value === null) return;
  if (type.kind === Kind.LIST_TYPE) {
    if (!Array.isArray(value)) problems.push(`${at} must be a list`);
    else value.forEach((item, i) => check(item, type.type, `${at}[${i}]`, problems));
    return;
  }
  const name = type.name.value;
  if (scalars[name]) {
    if (!scalars[name](value))
      problems.push(
        `${at} must be ${name === 'String' ? 'a non-empty String' : `of type ${name}`}, got ${JSON.stringify(value)}`,
      );
    return;
  }
  const fields = types.get(name);
  if (!fields) throw new Error(`Unknown type ${name} in dataTypeDefs`);
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${at} must be an object (${name})`);
    return;
  }
  for (const key of Object.keys(value)) {
    if (!fields.has(key)) problems.push(`${at}.${key} is not a field of ${name} (misspelled?)`);
  }
  for (const [key, field] of fields)
    check((value as Record<string, unknown>)[key], field.type, `${at}.${key}`, problems);
}

/**
 * What is wrong with one entry of a data file, measured against its declared
 * type: missing, empty or mistyped fields, and fields the type does not know.
 * Returns messages such as "services.json[0].sectionId is missing".
 */
export function findDataProblems(typeName: string, value: unknown, at: string): string[] {
  const problems: string[] = [];
  if (!types.has(typeName))
    return [`${at}: no GraphQL type ${typeName} is declared for this file in src/data/schema.ts`];
  check(
    value,
    {
      kind: Kind.NON_NULL_TYPE,
      type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: typeName } },
    } as TypeNode,
    at,
    problems,
  );
  return problems;
}
