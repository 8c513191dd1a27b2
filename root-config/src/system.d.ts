// The SystemJS global the page loads before us (systemjs/dist/system.js: it has the registry API).
interface SystemJSLoader {
  import(id: string): Promise<unknown>;
  resolve(id: string, parentUrl?: string): string;
  delete(id: string): boolean;
  has(id: string): boolean;
}
declare const System: SystemJSLoader;
