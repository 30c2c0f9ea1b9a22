import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiCall, pdfFile } from '../support/api.js';

/**
 * Secure messaging (issue 9): the member writes with an attachment, customer service finds it in the
 * staff queue, takes it and replies; the member sees the reply and the unread count change, downloads
 * the attachment byte-identical; a certificate of coverage request reaches the queue with its
 * transaction id. Every messaging screen is checked with axe, in English and in Spanish.
 */

const MEMBER = 'employee@demo.test';
const STAFF = 'customerservice@demo.test';

const TEXT = {
  en: {
    center: 'Message center',
    newMessage: 'New message',
    subject: 'Subject',
    claimsQuestion: 'Claims question',
    body: 'Message',
    attachments: 'Attachments',
    send: 'Send message',
    queue: 'Message queue',
    take: 'Take ownership',
    reply: 'Your reply',
    sendReply: 'Send reply',
    messages: /^Messages(, (\d+) unread)?$/,
    transaction: 'Transaction',
  },
  sp: {
    center: 'Centro de mensajes',
    newMessage: 'Mensaje nuevo',
    subject: 'Asunto',
    claimsQuestion: 'Pregunta sobre reclamos',
    body: 'Mensaje',
    attachments: 'Archivos adjuntos',
    send: 'Enviar mensaje',
    queue: 'Cola de mensajes',
    take: 'Asumir la conversación',
    reply: 'Su respuesta',
    sendReply: 'Enviar respuesta',
    messages: /^Mensajes(, (\d+) sin leer)?$/,
    transaction: 'Transacción',
  },
} as const;
type Lang = keyof typeof TEXT;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The unread count the header's messages link announces (0 when it names none). */
async function headerUnread(page: Page, lang: Lang): Promise<number> {
  const link = page.getByRole('banner').getByRole('link', { name: TEXT[lang].messages });
  await link.waitFor();
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  const m = /(\d+)/.exec(name);
  return m ? Number(m[1]) : 0;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe.each(['en', 'sp'] as const)('secure messaging (%s)', (lang: Lang) => {
  const T = TEXT[lang];

  it('member writes with an attachment; staff take it from the queue and reply; the member reads the reply', async () => {
    const stamp = `${lang}-${Date.now()}`;
    const body = `Question about my claim ${stamp}.\nSecond line.`;
    const fileName = `receipt-${stamp}.pdf`;
    const bytes = pdfFile(`Receipt ${stamp}`);

    // The member composes from the message center.
    const member = await signInAs(browser, MEMBER, { language: lang });
    await visit(member, '/member/messages/message-center');
    await member.getByRole('heading', { level: 1, name: T.center }).waitFor();
    await settled(member);
    await expectAccessible(member);
    await member.getByRole('link', { name: T.newMessage }).click();
    await member.waitForURL('**/member/messages/compose_message');
    await member
      .getByRole('combobox', { name: T.subject })
      .selectOption({ label: T.claimsQuestion });
    await member.getByRole('textbox', { name: T.body, exact: true }).fill(body);
    await member.getByLabel(T.attachments).setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await member.getByText(fileName).waitFor();
    await expectAccessible(member);
    await member.getByRole('button', { name: T.send }).click();
    await member.waitForURL(/\/member\/messages\/conversation-details\/\d+/);
    const conversationId = Number(/conversation-details\/(\d+)/.exec(member.url())![1]);
    await member.getByText(`Question about my claim ${stamp}.`).waitFor();
    await settled(member);
    await expectAccessible(member);
    const unreadBefore = await headerUnread(member, lang);

    // Customer service finds it in the queue (newest first), takes it and replies.
    const staff = await signInAs(browser, STAFF, { language: lang });
    await visit(staff, '/admin/messages/message-center');
    await staff.getByRole('tab', { name: T.queue }).click();
    const row = staff.locator(`a[href$="/conversation-details/${conversationId}"]`);
    await row.waitFor();
    await settled(staff);
    await expectAccessible(staff);
    await row.click();
    await staff.waitForURL(`**/admin/messages/conversation-details/${conversationId}**`);
    await staff.getByText(`Question about my claim ${stamp}.`).waitFor();
    await staff.getByRole('button', { name: T.take }).click();
    await staff.getByRole('button', { name: T.take }).waitFor({ state: 'detached' });
    const answer = `We are looking into it ${stamp}.`;
    await staff.getByRole('textbox', { name: T.reply }).fill(answer);
    await staff.getByRole('button', { name: T.sendReply }).click();
    await staff.getByText(answer).waitFor();
    await settled(staff);
    await expectAccessible(staff);

    // The member's header count grows by the reply (no reload: the header polls on focus and interval;
    // navigating to the message center refetches), the reply is in the thread, and reading it lowers it.
    await visit(member, '/member/messages/message-center');
    await expect.poll(() => headerUnread(member, lang), { timeout: 20_000 }).toBe(unreadBefore + 1);
    await member.locator(`a[href$="/conversation-details/${conversationId}"]`).click();
    await member.getByText(answer).waitFor();
    await expect.poll(() => headerUnread(member, lang), { timeout: 20_000 }).toBe(unreadBefore);

    // The attachment downloads byte-identical.
    const [download] = await Promise.all([
      member.waitForEvent('download'),
      member.getByRole('button', { name: new RegExp(fileName.replace(/[.]/g, '\\.')) }).click(),
    ]);
    const saved = await download.path();
    expect(saved).toBeTruthy();
    expect(Buffer.compare(readFileSync(saved!), bytes)).toBe(0);
    await member.context().close();
    await staff.context().close();
  });

  it('a certificate of coverage request reaches the staff queue with its transaction id', async () => {
    const member = await signInAs(browser, MEMBER, { language: lang });
    const filed = await apiCall(member, 'POST', '/api/Conversations/CertificateOfCoverage', {
      dependentNumbers: [0],
      coverageTypes: ['MED'],
      deliveryMethod: 'Mail',
      reason: `Messaging journey (${lang})`,
    });
    expect(filed.status, filed.bytes.toString()).toBe(201);
    const { conversationId, transactionId } = filed.json as {
      conversationId: number;
      transactionId: number;
    };
    expect(transactionId).toBe(10);
    await member.context().close();

    const staff = await signInAs(browser, STAFF, { language: lang });
    await visit(staff, '/admin/messages/message-center');
    await staff.getByRole('tab', { name: T.queue }).click();
    const cell = staff
      .getByRole('row')
      .filter({ has: staff.locator(`a[href$="/conversation-details/${conversationId}"]`) });
    await cell.getByText(`${T.transaction} ${transactionId}`).waitFor();
    await settled(staff);
    await expectAccessible(staff);
    await staff.context().close();
  });

  it('the provider and employer message centers and compose pages, and the member’s conversation history for the member and for staff', async () => {
    for (const [user, portal] of [
      ['provider@demo.test', 'provider'],
      ['employer@demo.test', 'employer'],
    ] as const) {
      const page = await signInAs(browser, user, { language: lang });
      await visit(page, `/${portal}/messages/message-center`);
      await page.getByRole('heading', { level: 1, name: T.center }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await page.getByRole('link', { name: T.newMessage }).click();
      await page.waitForURL(`**/${portal}/messages/compose_message`);
      await page.getByRole('combobox', { name: T.subject }).waitFor();
      await settled(page);
      await expectAccessible(page);
      await page.context().close();
    }
    const member = await signInAs(browser, MEMBER, { language: lang });
    const own = await apiCall(member, 'POST', '/api/Conversations/Conversations', { amount: 1 });
    const first = (own.json as { items: { conversationId: number; memberId: string | null }[] })
      .items[0]!;
    expect(first.memberId).toBeTruthy();
    // The member's own conversation history (archived ones included).
    await visit(member, '/member/conversation-history');
    await member.locator(`a[href$="/conversation-details/${first.conversationId}"]`).waitFor();
    await settled(member);
    await expectAccessible(member);
    await member.context().close();
    const staff = await signInAs(browser, STAFF, { language: lang });
    await visit(staff, `/admin/member-profile/${first.memberId}/conversation-history`);
    const link = staff.locator(`a[href*="/conversation-details/${first.conversationId}"]`);
    await link.waitFor();
    await settled(staff);
    await expectAccessible(staff);
    await link.click();
    await staff.waitForURL(`**/conversation-details/${first.conversationId}**`);
    await staff.getByRole('heading', { level: 1 }).waitFor();
    await settled(staff);
    await expectAccessible(staff);
    await staff.context().close();
  });
});
