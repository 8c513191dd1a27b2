/** Text files bundled as strings (webpack asset/source; a tiny jest transform in tests). */
declare module '*.txt' {
  const content: string;
  export default content;
}
