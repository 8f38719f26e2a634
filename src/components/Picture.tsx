import { css } from '@emotion/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** Fluid images fill their slot; a class, not a style attribute, which the CSP would block. */
const fluid = css({ width: '100%', height: 'auto' });

type Props = {
  image: IGatsbyImageData;
  alt: string;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  className?: string;
};

/**
 * Renders gatsby-plugin-image's data (AVIF/WebP/fallback sets, sizes, width
 * and height) as a plain <picture>. GatsbyImage would also work, but it
 * fetches a ~21 kB react-dom/server chunk after hydration; this needs no
 * JavaScript at all. width/height reserve the space, so nothing shifts.
 */
export function Picture({ image, alt, eager = false, className }: Props) {
  const { images, width, height, layout } = image;
  const fallback = images.fallback;
  return (
    <picture className={className}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchpriority: 'high' } : {})}
        css={layout === 'fixed' ? undefined : fluid}
      />
    </picture>
  );
}
