/**
 * jsdom's XMLHttpRequest goes to the network; this stand-in of the browser's sends the request through `fetch`
 * (the shared fakeServer answers it) and reports the upload's progress as a browser does: some bytes, then all.
 */
export function installXhrOverFetch(): () => void {
  const original = globalThis.XMLHttpRequest;
  class FetchXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, window.location.href).href;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: Blob) {
      void (async () => {
        const total = body.size;
        this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
        this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
        try {
          const text = await new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error);
            reader.readAsText(body);
          });
          const res = await fetch(this.url, { method: this.method, headers: this.headers, body: text });
          if (this.aborted) return;
          this.status = res.status;
          this.statusText = res.statusText;
          this.responseText = await res.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  globalThis.XMLHttpRequest = FetchXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}
