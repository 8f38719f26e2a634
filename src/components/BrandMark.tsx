import { graphql, useStaticQuery } from 'gatsby';
import { Picture } from './Picture';

/** The brand mark, decorative: the brand name next to it is the link's text. */
export function BrandMark() {
  const data = useStaticQuery<Queries.BrandMarkQuery>(graphql`
    query BrandMark {
      file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "brand-mark.png" }) {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 36, height: 36)
        }
      }
    }
  `);
  const image = data.file?.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error('src/images/brand-mark.png is missing (run node scripts/make-images.mjs).');
  return <Picture image={image} alt="" eager />;
}
