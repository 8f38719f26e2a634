import { type FieldDefinitionNode, Kind, parse, parseType, type TypeNode } from 'graphql';
import { iconPaths } from '../components/icons';
import { RESOURCE_COUNTS } from '../site/constants';

/**
 * The GraphQL types of data/*.json, one per file (services.json becomes ServicesJson); @dontInfer stops Gatsby from
 * guessing. The content check (gatsby/content/check.ts) checks every entry against them. A field described "copy" is
 * text a visitor reads, which the editor offers (gatsby/admin/config.ts); others are keys, orders, icons and addresses.
 */
export const dataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }
  type SiteSiteMetadata {
    siteUrl: String!
    indexable: Boolean!
  }

  "An icon of src/components/icons.ts."
  enum IconName { ${Object.keys(iconPaths).join(' ')} }
  "A group of the Resources page."
  enum ResourceGroup { ${Object.keys(RESOURCE_COUNTS).join(' ')} }
  "A section's next step: 'demo', a demo call button; 'panel', an email button, then the panel repeating the hero buttons."
  enum ServiceCta { demo panel }
  "Google's courseMode."
  enum CourseMode { Online Onsite Blended }

  type SiteJson implements Node @dontInfer {
    brand: String!
    siteUrl: String!
    email: String!
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
  "Facts about the 12-week course for its structured data (texts are in locales/*/nav.json, meta.course). Null: not said."
  type SiteCourse {
    mode: CourseMode
    hoursPerWeek: Int
    "Google's offer category: Free, Partially Free, Subscription or Paid."
    offerCategory: String
  }
  type SiteLinks {
    dataJob: String!
    consultation: String!
    course: String!
  }
  type SocialProfile {
    network: IconName!
    label: String!
    url: String!
  }

  type ServicesJson implements Node @dontInfer {
    sectionId: String!
    order: Int!
    icon: IconName!
    features: [ServiceFeature!]!
    cta: ServiceCta!
  }
  type ServiceFeature {
    key: String!
    icon: IconName!
  }

  type ExpertiseJson implements Node @dontInfer {
    key: String!
    icon: IconName!
    order: Int!
  }

  type ResourcesJson implements Node @dontInfer {
    group: ResourceGroup!
    order: Int!
    "copy" title: String!
    "copy" description: String!
    link: String!
  }

  type ResourceGroupsJson implements Node @dontInfer {
    key: ResourceGroup!
    order: Int!
    "copy" title: String!
    "copy" description: String!
  }

  type ResourcesPageJson implements Node @dontInfer {
    "copy" title: String!
    "copy" intro: String!
  }
`;

const types = new Map<string, Map<string, FieldDefinitionNode>>();
const enums = new Map<string, string[]>();
for (const d of parse(dataTypeDefs).definitions) {
  if (d.kind === Kind.OBJECT_TYPE_DEFINITION) types.set(d.name.value, new Map((d.fields ?? []).map((f) => [f.name.value, f])));
  if (d.kind === Kind.ENUM_TYPE_DEFINITION) enums.set(d.name.value, (d.values ?? []).map((v) => v.name.value));
}

/** A type's fields described "copy" (for ResourcesPageJson, title and intro). */
export const copyFields = (type: string) => [...(types.get(type)?.values() ?? [])].filter((f) => f.description?.value === 'copy');

/** Each data file and its type, e.g. { site: 'SiteJson', resourceGroups: 'ResourceGroupsJson' }. */
export const DATA_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  [...types.keys()].filter((name) => name.endsWith('Json')).map((name) => [name[0].toLowerCase() + name.slice(1, -4), name]),
);

type SchemaRule = 'missing-field' | 'unknown-field' | 'wrong-type' | 'empty-string' | 'unknown-value';
const scalars: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === 'string',
  Int: (value) => Number.isInteger(value),
  Boolean: (value) => typeof value === 'boolean',
};

/** Lists an entry's missing, empty, mistyped or unknown fields and any value outside its enum; `key` is e.g. "[0]". */
export function schemaProblems(typeName: string, value: unknown, key: string) {
  const problems: { rule: SchemaRule; key: string; message: string }[] = [];
  const at = (path: string, field: string | number) =>
    typeof field === 'number' ? `${path}[${field}]` : path ? `${path}.${field}` : field;
  const add = (rule: SchemaRule, path: string, message: string) => problems.push({ rule, key: path || '(file)', message });

  const check = (v: unknown, type: TypeNode, path: string): void => {
    if (type.kind === Kind.NON_NULL_TYPE) {
      if (v === undefined || v === null) add('missing-field', path, 'is missing');
      else check(v, type.type, path);
      return;
    }
    if (v === undefined || v === null) return;
    if (type.kind === Kind.LIST_TYPE) {
      if (!Array.isArray(v)) add('wrong-type', path, 'must be a list');
      else v.forEach((item, i) => check(item, type.type, at(path, i)));
      return;
    }
    const name = type.name.value;
    const allowed = enums.get(name);
    if (allowed) {
      if (!allowed.includes(v as string))
        add('unknown-value', path, `${JSON.stringify(v)} is not a ${name}: use one of ${allowed.join(', ')}`);
    } else if (scalars[name]) {
      if (!scalars[name](v)) add('wrong-type', path, `must be of type ${name}, got ${JSON.stringify(v)}`);
      else if (typeof v === 'string' && v.trim() === '') add('empty-string', path, 'is empty');
    } else if (typeof v !== 'object' || Array.isArray(v)) {
      add('wrong-type', path, `must be an object (${name})`);
    } else {
      const fields = types.get(name)!;
      for (const field of Object.keys(v))
        if (!fields.has(field)) add('unknown-field', at(path, field), `is not a field of ${name} (misspelled?)`);
      for (const [field, { type }] of fields) check((v as Record<string, unknown>)[field], type, at(path, field));
    }
  };

  if (types.has(typeName)) check(value, parseType(`${typeName}!`), key);
  else add('unknown-field', key, `no type ${typeName} is declared in src/data/schema.ts`);
  return problems;
}
