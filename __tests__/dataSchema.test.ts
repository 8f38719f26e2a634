import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateNodeArgs, PluginOptions } from 'gatsby';
import { onCreateNode } from '../gatsby-node';
import { findDataProblems } from '../src/data/schema';

const dataDir = join(__dirname, '..', 'data');
const typeOf = (file: string) => `${file[0].toUpperCase()}${file.slice(1).replace(/\.json$/, '')}Json`;

describe('data/*.json against the declared GraphQL types', () => {
  it.each(readdirSync(dataDir))('%s matches its type', (file) => {
    const content = JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
    const entries = Array.isArray(content) ? content : [content];
    expect(entries.flatMap((entry, i) => findDataProblems(typeOf(file), entry, `${file}[${i}]`))).toEqual([]);
  });

  it('names a missing field', () => {
    expect(
      findDataProblems('ServicesJson', { order: 1, icon: 'x', features: [], cta: 'demo' }, 'services.json[0]'),
    ).toEqual(['services.json[0].sectionId is missing']);
  });

  it('names a misspelled field, and a nested one', () => {
    const problems = findDataProblems(
      'ResourcesJson',
      { group: 'coding', order: 1, title: 'T', descripton: 'typo', link: 'https://example.com' },
      'resources.json[3]',
    );
    expect(problems).toEqual([
      'resources.json[3].descripton is not a field of ResourcesJson (misspelled?)',
      'resources.json[3].description is missing',
    ]);
    const site = JSON.parse(readFileSync(join(dataDir, 'site.json'), 'utf8'));
    delete site.links.course;
    expect(findDataProblems('SiteJson', site, 'site.json')).toEqual(['site.json.links.course is missing']);
  });

  it('rejects empty strings and wrong types', () => {
    expect(findDataProblems('ExpertiseJson', { key: '', icon: 'chart', order: '1' }, 'expertise.json[0]')).toEqual([
      'expertise.json[0].key must be a non-empty String, got ""',
      'expertise.json[0].order must be of type Int, got "1"',
    ]);
  });
});

describe('gatsby-node onCreateNode', () => {
  function run(fileName: string, content: string) {
    const reporter = { panicOnBuild: jest.fn() };
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const node = {
      id: 'file-1',
      name: fileName.replace(/\.json$/, ''),
      relativePath: fileName,
      internal: { type: 'File', mediaType: 'application/json' },
      sourceInstanceName: 'data',
      children: [],
      parent: null,
    };
    const args = {
      node,
      reporter,
      actions,
      loadNodeContent: async () => content,
      createNodeId: (s: string) => s,
      createContentDigest: () => 'digest',
    } as unknown as CreateNodeArgs;
    return { reporter, actions, done: onCreateNode!(args, {} as PluginOptions, () => undefined) };
  }

  it('fails the build naming the file and field when a field is missing', async () => {
    const { reporter, actions, done } = run('expertise.json', JSON.stringify([{ key: 'dataAnalytics', order: 1 }]));
    await done;
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('data/expertise.json[0].icon is missing'),
    );
    expect(actions.createNode).not.toHaveBeenCalled();
  });

  it('fails the build on invalid JSON', async () => {
    const { reporter, done } = run('site.json', '{ "brand": ');
    await done;
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('data/site.json is not valid JSON'));
  });

  it('creates typed nodes for valid entries', async () => {
    const { reporter, actions, done } = run(
      'expertise.json',
      JSON.stringify([{ key: 'dataAnalytics', icon: 'chart', order: 1 }]),
    );
    await done;
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNode).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'dataAnalytics', internal: expect.objectContaining({ type: 'ExpertiseJson' }) }),
    );
  });
});
