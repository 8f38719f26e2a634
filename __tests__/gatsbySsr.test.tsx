/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onRenderBody } from '../gatsby-ssr';
import { HEAD_SCRIPT } from '../src/i18n/headScript';

describe('gatsby-ssr onRenderBody', () => {
  it('puts the language head script, unchanged, in the head', () => {
    const setHeadComponents = jest.fn();
    (onRenderBody as (args: unknown) => void)({ setHeadComponents, pathname: '/zh/about/' });
    expect(setHeadComponents).toHaveBeenCalledTimes(1);
    const [components] = setHeadComponents.mock.calls[0] as [ReactElement[]];
    expect(components.map((c) => renderToStaticMarkup(c))).toEqual([`<script>${HEAD_SCRIPT}</script>`]);
  });
});
