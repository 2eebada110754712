/**
 * The storefront's logo, drawn in the page itself: an SVG picture (an `<img>` or a CSS background) is a document
 * of its own that the browser builds, styles and paints while it draws the page's first frame.
 */
export function Logo() {
  return (
    <svg className="logo" role="img" aria-label="Storefront home" width="120" height="36" viewBox="0 0 120 36">
      <text
        x="60"
        y="21"
        fill="currentColor"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.5"
        textAnchor="middle"
        textLength="110"
        lengthAdjust="spacingAndGlyphs"
      >
        storefront
      </text>
      <path d="M10 25.5Q58 36.5 104 26.5" fill="none" stroke="#FF9900" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M98.5 23.2L106.6 25.9L100.8 31.6Z"
        fill="#FF9900"
        stroke="#FF9900"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
