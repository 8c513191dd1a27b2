import { type FormEvent, useRef, useState } from 'react';

// what the browser's type="email" accepts is looser; the server has the last word (400 on `email`)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FollowByMailTexts {
  /** The field's message when it is empty, and when it does not look like an e-mail. */
  required: string;
  invalid: string;
  /** What the page says when the server refuses (its own error texts). */
  refused: (err: unknown) => string;
}

/**
 * "Seguir este folio" by e-mail, the part the public pages and the embeddable <sig-folio> share: the typed
 * address, its check, the request (`send`, each side's own client) and what came of it. The answer is the
 * same whether or not a mail goes out (double opt-in), so `sentTo` only says where to look. Each side draws
 * the form in its own look and texts.
 */
export function useFollowByMail(send: (email: string) => Promise<unknown>, texts: FollowByMailTexts) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const change = (value: string) => {
    setEmail(value);
    setProblem(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setProblem(value ? texts.invalid : texts.required);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await send(value);
      setSentTo(value);
    } catch (err) {
      setProblem(texts.refused(err));
    } finally {
      setBusy(false);
    }
  };

  return { email, change, problem, busy, sentTo, input, submit };
}
