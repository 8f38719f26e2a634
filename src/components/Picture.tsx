import { css } from '@emotion/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** Fluid images fill their slot. This is a class, because the CSP would block a style attribute. */
const fluid = css({ width: '100%', height: 'auto' });

/** `eager` is for images above the fold. There is no fetchpriority=high, as every page's largest paint is text. */
type Props = { image: IGatsbyImageData | null | undefined; alt: string; eager?: boolean; className?: string };

/** Whole-pixel width and height. A full-width image has only its aspect ratio (1 × 0.25), so use the widest file. */
export function intrinsicSize({ width, height, layout, images }: IGatsbyImageData): { width: number; height: number } {
  if (layout !== 'fullWidth') return { width: Math.round(width), height: Math.round(height) };
  const widths = (images.fallback?.srcSet ?? '')
    .split(',')
    .map((candidate) => parseInt(candidate.trim().split(/\s+/)[1] ?? '', 10));
  const widest = Math.max(...widths.filter(Number.isFinite));
  if (!Number.isFinite(widest)) throw new Error('A full-width image without a srcSet: cannot size it.');
  return { width: widest, height: Math.round((widest * height) / width) };
}

/** gatsby-plugin-image's data as a plain <picture>; GatsbyImage loads ~21 kB of react-dom/server after hydration. */
export function Picture({ image, alt, eager = false, className }: Props) {
  if (!image) throw new Error('An image of src/images/ is missing (run npx tsx tools/make-images.ts).');
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
