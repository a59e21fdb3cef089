/** The part of jsdom (a dev dependency without its own types) the server's HTML tests use to parse pages. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { contentType?: string });
    readonly window: { document: Document };
  }
}
