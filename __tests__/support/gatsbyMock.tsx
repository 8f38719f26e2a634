/** Jest stand-in for gatsby: the surface components use, useStaticQuery answered from data/*.json. */
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { site } from '../../src/data/site';

export const graphql = () => '';

const image = {
  layout: 'constrained',
  width: 100,
  height: 100,
  images: {
    fallback: { src: '/static/test.png', srcSet: '/static/test.png 100w', sizes: '100px' },
    sources: [{ type: 'image/avif', srcSet: '/static/test.avif 100w', sizes: '100px' }],
  },
};

export const staticQueryData = {
  siteJson: site,
  file: { childImageSharp: { gatsbyImageData: image } },
  bannerFile: { childImageSharp: { gatsbyImageData: image } },
  site: { buildYear: '2030', siteMetadata: { siteUrl: 'https://example.test', indexable: true } },
};

export const useStaticQuery = () => staticQueryData;

export const navigate = jest.fn(() => Promise.resolve());

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; language?: string; activeClassName?: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, activeClassName: _a, ...rest }, ref) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through rest
  return <a ref={ref} href={to} {...rest} />;
});
