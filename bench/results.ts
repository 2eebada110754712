/**
 * Where `npm run bench` writes its figures: an ignored folder, so a run leaves the repository as it was. A
 * run worth keeping is copied to docs/bench/ under its date, by someone who decides it should be.
 */
export const RESULTS = 'bench/results';
