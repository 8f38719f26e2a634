import { css } from '@emotion/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** Fluid images fill their slot; a class, not a style attribute, which the CSP would block. */
const fluid = css({ width: '100%', height: 'auto' });

type Props = {
  image: IGatsbyImageData;
  alt: string;
  /**
   * Above the fold: load at once rather than lazily. No fetchpriority=high: on
   * every page the largest paint is text, and images must not compete with it.
   */
  eager?: boolean;
  className?: string;
};

/**
 * Whole-pixel width and height for the <img>. For full-width images
 * gatsby-plugin-image gives only the aspect ratio (width 1, height 0.25),
 * which is not a valid attribute value: use the widest generated file instead.
 */
export function intrinsicSize({ width, height, layout, images }: IGatsbyImageData): { width: number; height: number } {
  if (layout !== 'fullWidth') return { width: Math.round(width), height: Math.round(height) };
  const widths = (images.fallback?.srcSet ?? '')
    .split(',')
    .map((candidate) => parseInt(candidate.trim().split(/\s+/)[1] ?? '', 10));
  const widest = Math.max(...widths.filter(Number.isFinite));
  if (!Number.isFinite(widest)) throw new Error('A full-width image without a srcSet: cannot size it.');
  return { width: widest, height: Math.round((widest * height) / width) };
}

/**
 * Renders gatsby-plugin-image's data (AVIF/WebP/fallback sets, sizes, width
 * and height) as a plain <picture>. GatsbyImage would also work, but it
 * fetches a ~21 kB react-dom/server chunk after hydration; this needs no
 * JavaScript at all. width/height reserve the space, so nothing shifts.
 */
export function Picture({ image, alt, eager = false, className }: Props) {
  const { images, layout } = image;
  const { width, height } = intrinsicSize(image);
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
        css={layout === 'fixed' ? undefined : fluid}
      />
    </picture>
  );
}
