import { routePath, type RouteName } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, type Language, type MailContent } from '../../mail/templates.js';
import { mailingAddressOf } from '../members/service.js';
import { isMinor } from '../scope/rules.js';
import * as repo from './letter-repo.js';

/**
 * The appeal e-mails (issue 31), en and sp. Like every notification of the portal they carry no PHI: no
 * name of a service, no claim or appeal number, no amount, no diagnosis — only that something about an
 * appeal waits in the portal, and a link to the portal's appeals page (docs/decisions.md, "Appeals: letters,
 * e-mails and the deadline job (issue 31)").
 */

/** What sending appeal e-mails needs. */
export interface AppealMailDeps {
  mailer: Mailer;
  /** The portal's absolute base URL (config PUBLIC_URL). */
  publicUrl: string;
}

/** The claimant's e-mails: a document (the decision letter) is waiting; the plan asks for information. */
export type AppealMailKind = 'decided' | 'infoRequested';

const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    decided: {
      subject: 'A document about your appeal is waiting',
      body: 'A new document about your appeal is waiting for you in the Benefits Portal. Sign in to read it on your appeals page.',
    },
    infoRequested: {
      subject: 'Information is needed for your appeal',
      body: 'The plan has asked for information about your appeal. Sign in to the Benefits Portal to read the request and answer it on your appeals page.',
    },
    providerDecided: {
      subject: 'A document about an appeal you filed is waiting',
      body: 'A new document about an appeal your practice filed is waiting in the Benefits Portal. Sign in to read it on the appeals page.',
    },
    providerInfoRequested: {
      subject: 'Information is needed for an appeal you filed',
      body: 'The plan has asked for information about an appeal your practice filed. Sign in to the Benefits Portal to read the request and answer it on the appeals page.',
    },
    warning: {
      subject: 'An appeal needs a decision soon',
      body: 'An appeal assigned to you, or waiting for a reviewer in your groups, is near or past the plan’s deadline to decide. Sign in to the Benefits Portal to see the appeals queue.',
    },
    action: 'Open the appeals page',
  },
  sp: {
    greeting: (name: string) => `Hola ${name}:`,
    decided: {
      subject: 'Le espera un documento sobre su apelación',
      body: 'Un nuevo documento sobre su apelación le espera en el Portal de Beneficios. Inicie sesión para leerlo en su página de apelaciones.',
    },
    infoRequested: {
      subject: 'Se necesita información para su apelación',
      body: 'El plan solicitó información sobre su apelación. Inicie sesión en el Portal de Beneficios para leer la solicitud y responderla en su página de apelaciones.',
    },
    providerDecided: {
      subject: 'Le espera un documento sobre una apelación que presentó',
      body: 'Un nuevo documento sobre una apelación que presentó su consultorio le espera en el Portal de Beneficios. Inicie sesión para leerlo en la página de apelaciones.',
    },
    providerInfoRequested: {
      subject: 'Se necesita información para una apelación que presentó',
      body: 'El plan solicitó información sobre una apelación que presentó su consultorio. Inicie sesión en el Portal de Beneficios para leer la solicitud y responderla en la página de apelaciones.',
    },
    warning: {
      subject: 'Una apelación necesita una decisión pronto',
      body: 'Una apelación asignada a usted, o que espera un revisor en sus grupos, está cerca de su plazo o lo ha superado. Inicie sesión en el Portal de Beneficios para ver la cola de apelaciones.',
    },
    action: 'Abrir la página de apelaciones',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Message =
  'decided' | 'infoRequested' | 'providerDecided' | 'providerInfoRequested' | 'warning';

/** One appeal e-mail: a greeting, the sentence of `message`, the link. No PHI. */
export function appealMail(
  lang: Language,
  message: Message,
  firstName: string,
  link: string,
): MailContent {
  const t = texts[lang];
  const m = t[message];
  return {
    subject: m.subject,
    text: `${t.greeting(firstName)}\n\n${m.body}\n\n${link}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(m.body)}</p>` +
      `<p><a href="${escape(link)}">${escape(t.action)}</a></p>`,
  };
}

const linkTo = (d: AppealMailDeps, route: RouteName) => `${d.publicUrl}${routePath(route)}`;

interface Recipient {
  email: string;
  firstName: string;
}

/**
 * Who the claimant's e-mail goes to: an adult patient at her confidential e-mail when she set one, else
 * her own active portal account, else the e-mail on her member record; a minor's goes to the subscriber
 * (account, else member record). Undefined when no address is on file.
 */
export async function claimantRecipient(
  db: DbOrTx,
  patientRowId: number,
): Promise<Recipient | undefined> {
  const patient = await repo.patientOf(db, patientRowId);
  if (!patient) return undefined;
  let personId = patient.id;
  if (isMinor(patient.dateOfBirth)) personId = patient.subscriberId;
  else {
    const to = await mailingAddressOf(db, null, patient.id, 'member');
    if (to?.confidential && to.email) return { email: to.email, firstName: patient.firstName };
  }
  const account = await repo.activeAccountOfMember(db, personId);
  if (account?.email) return { email: account.email, firstName: account.firstName };
  const person = await repo.memberContactOf(db, personId);
  return person?.email ? { email: person.email, firstName: person.firstName } : undefined;
}

/**
 * Queues, in the caller's transaction, the claimant's e-mail about an appeal — `decided`: a document (the
 * decision letter) waits in the portal; `infoRequested`: the plan asks for information — in the appeal's
 * language, and for an appeal a provider filed the same news to the filing provider account (active, in its
 * own language). Answers how many e-mails were queued (none for an unknown appeal or no address on file).
 */
export async function queueAppealMail(
  tx: DbOrTx,
  d: AppealMailDeps,
  input: { appealId: number; kind: AppealMailKind },
): Promise<number> {
  const appeal = await repo.appealById(tx, input.appealId);
  if (!appeal) return 0;
  let sent = 0;
  const to = await claimantRecipient(tx, appeal.memberId);
  if (to) {
    const mail = appealMail(
      languageOf(appeal.language),
      input.kind,
      to.firstName,
      linkTo(d, 'member.appeals'),
    );
    await d.mailer.send(tx, to.email, mail, `appeal.${input.kind}`);
    sent++;
  }
  if (appeal.filedBy === 'provider') {
    const p = await repo.accountContactOf(tx, appeal.filedByAccountId);
    if (p && p.status === 'active' && p.email && p.email !== to?.email) {
      const message = input.kind === 'decided' ? 'providerDecided' : 'providerInfoRequested';
      const mail = appealMail(
        languageOf(p.language),
        message,
        p.firstName,
        linkTo(d, 'provider.appeals'),
      );
      await d.mailer.send(tx, p.email, mail, `appeal.${message}`);
      sent++;
    }
  }
  return sent;
}

/** The deadline warning to a staff account (its language), linking to the appeals queue. */
export async function queueDeadlineWarningMail(
  tx: DbOrTx,
  d: AppealMailDeps,
  to: { email: string; firstName: string; language: string },
): Promise<void> {
  const mail = appealMail(
    languageOf(to.language),
    'warning',
    to.firstName,
    linkTo(d, 'admin.appeals'),
  );
  await d.mailer.send(tx, to.email, mail, 'appeal.deadlineWarning');
}
