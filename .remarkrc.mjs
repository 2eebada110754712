// `npm run lint:links`: every link between the repository's Markdown files, and to their headings, leads
// somewhere. Only local links are checked (no network); `repository: false` keeps links relative to the file.
// The specification's sections are HTML anchors (`<a id="spec-…">`), which this plugin cannot see:
// `npm run spec-map -- --check` checks those.
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false, skipPathPatterns: [/specification\.md#spec-/] }]],
};
