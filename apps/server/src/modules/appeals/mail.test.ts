import { describe, expect, it } from 'vitest';
import { appealMail } from './mail.js';

const messages = [
  'decided',
  'infoRequested',
  'providerDecided',
  'providerInfoRequested',
  'warning',
] as const;

describe('appeal e-mails', () => {
  it('say only that something waits, with the link, in English and Spanish', () => {
    for (const lang of ['en', 'sp'] as const)
      for (const m of messages) {
        const mail = appealMail(lang, m, 'Ana', 'https://portal.example/member/appeals');
        expect(mail.text).toContain(lang === 'en' ? 'Hello Ana,' : 'Hola Ana:');
        expect(mail.text).toContain('https://portal.example/member/appeals');
        expect(mail.html).toContain('href="https://portal.example/member/appeals"');
        // No amounts, numbers or codes: the sentences are fixed texts.
        expect(`${mail.subject} ${mail.text}`).not.toMatch(/\$|\d/);
      }
    expect(appealMail('en', 'decided', 'A', 'x').subject).toBe(
      'A document about your appeal is waiting',
    );
    expect(appealMail('sp', 'decided', 'A', 'x').subject).toBe(
      'Le espera un documento sobre su apelación',
    );
    expect(appealMail('sp', 'warning', 'A', 'x').subject).toBe(
      'Una apelación necesita una decisión pronto',
    );
  });

  it('escapes the name and the link in the HTML part', () => {
    const mail = appealMail('en', 'decided', '<b>Ana</b>', 'https://x.example/?a="1"');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('&#60;b&#62;Ana');
    expect(mail.html).toContain('&#34;1&#34;');
  });
});
