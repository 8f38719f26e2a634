/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onRenderBody } from '../gatsby-ssr';
import { minifyHeadScript } from '../src/build/minifyHeadScript';

describe('gatsby-ssr onRenderBody', () => {
  it('puts the language head script, unchanged, in the head', () => {
    // What gatsby-node.ts defines for the server-rendering bundle.
    Object.assign(globalThis, { __LANGUAGE_HEAD_SCRIPT__: minifyHeadScript() });
    const setHeadComponents = jest.fn();
    (onRenderBody as (args: unknown) => void)({ setHeadComponents, pathname: '/zh/about/' });
    expect(setHeadComponents).toHaveBeenCalledTimes(1);
    const [components] = setHeadComponents.mock.calls[0] as [ReactElement[]];
    expect(components.map((c) => renderToStaticMarkup(c))).toEqual([`<script>${minifyHeadScript()}</script>`]);
  });
});
