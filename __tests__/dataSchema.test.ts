import type { CreateNodeArgs, PluginOptions } from 'gatsby';
import { onCreateNode } from '../gatsby-node';
import { site } from '../src/data/site';
import { DATA_TYPES, schemaProblems } from '../src/data/schema';
import { iconPaths } from '../src/components/icons';
import { dataTypeDefs } from '../src/data/schema';

describe('the data types (src/data/schema.ts)', () => {
  it('declare one type per data file', () => {
    expect(DATA_TYPES).toMatchObject({
      site: 'SiteJson',
      services: 'ServicesJson',
      resourceGroups: 'ResourceGroupsJson',
    });
  });

  it('take icon names from the icons the site draws', () => {
    expect(dataTypeDefs).toContain(`enum IconName { ${Object.keys(iconPaths).join(' ')} }`);
    expect(schemaProblems('ExpertiseJson', { key: 'k', icon: 'chart', order: 1 }, '[0]')).toEqual([]);
    expect(schemaProblems('ExpertiseJson', { key: 'k', icon: 'rocket', order: 1 }, '[0]')).toEqual([
      { rule: 'unknown-value', key: '[0].icon', message: expect.stringContaining('"rocket" is not a IconName') },
    ]);
  });

  it('name a missing, misspelled, empty or mistyped field by its key', () => {
    const problems = schemaProblems(
      'ResourcesJson',
      { group: 'coding', order: '1', title: '', descripton: 'typo', link: 'https://coding.example.hk' },
      '[3]',
    );
    expect(problems.map((p) => `${p.rule} ${p.key}`)).toEqual([
      'unknown-field [3].descripton',
      'wrong-type [3].order',
      'empty-string [3].title',
      'missing-field [3].description',
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
      expect.stringContaining('[missing-field] data/expertise.json › [0].icon: is missing'),
    );
    expect(actions.createNode).not.toHaveBeenCalled();
  });

  it('fails the build on invalid JSON, with its line and column', async () => {
    const { reporter, done } = run('site.json', '{\n  "brand": ');
    await done;
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/\[invalid-json\] data\/site\.json › \(file\): not valid JSON at line 2, column 12/),
    );
  });

  it('gives the GraphQL layer the stand-in of each placeholder', async () => {
    const raw = JSON.stringify({
      ...site,
      email: { placeholder: 'hello@example.com', fill: 'the e-mail' },
      course: { ...site.course, mode: { placeholder: null, fill: 'the mode' } },
    });
    const { reporter, actions, done } = run('site.json', raw);
    await done;
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const created = actions.createNode.mock.calls[0][0];
    expect(created).toMatchObject({ email: 'hello@example.com', internal: { type: 'SiteJson' } });
    expect(created.course.mode).toBeNull();
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
