// The part of pdfmake 0.3's server API this code uses. @types/pdfmake is not used: it pulls the DOM
// library into the API's types (its `/// <reference lib="dom" />` breaks Blob typing in the tests).
declare module 'pdfmake' {
  type Content = string | Content[] | { [key: string]: unknown };
  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface DocDefinition {
    content: Content | Content[];
    [key: string]: unknown;
  }
  const pdfmake: {
    setFonts(fonts: Record<string, FontFiles>): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    createPdf(def: DocDefinition): { getBuffer(): Promise<Buffer> };
  };
  export type { Content, DocDefinition };
  export default pdfmake;
}
