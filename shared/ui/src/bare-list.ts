/** A list without bullets or indent: a `<ul>` or `<ol>` for its meaning, laid out by the rest of its sx. */
export const bareList = { listStyle: 'none', m: 0, p: 0 } as const;
