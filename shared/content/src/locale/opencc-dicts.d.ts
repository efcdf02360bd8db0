// OpenCC's character tables as opencc-js ships them (`dist/esm-lib/dict/*.js`, untyped): each a
// string of `|`-separated entries, `<character> <its forms in the other script…>`.
declare module 'opencc-js/dict/STCharacters' {
  const table: string;
  export default table;
}
declare module 'opencc-js/dict/TSCharacters' {
  const table: string;
  export default table;
}
