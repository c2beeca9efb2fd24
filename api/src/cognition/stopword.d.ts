// stopword (MIT) ships no types: the three stop lists cognition reads.
declare module 'stopword' {
  export const eng: string[];
  export const spa: string[];
  export const por: string[];
}
