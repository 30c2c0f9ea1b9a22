import { describe, expect, it } from 'vitest';
import { frameHtml, markPrerendered } from './prerender-lib.mjs';

describe('prerendered sign-in markup', () => {
  it('marks forms, fields and selects, and makes submit buttons plain marked buttons', () => {
    const out = markPrerendered(
      '<select aria-label="Language"><option value="en">English</option></select>' +
        '<form aria-label="Sign in"><input class="a" type="text"/><input value="x"/>' +
        '<button class="b" type="submit">Sign in</button><button type="button">Show</button>' +
        '<a href="/need-help">Help</a></form>',
    );
    expect(out).toBe(
      '<select data-prerendered="" aria-label="Language"><option value="en">English</option></select>' +
        '<form data-prerendered="" aria-label="Sign in"><input data-prerendered="" class="a" type="text"/>' +
        '<input data-prerendered="" value="x"/>' +
        '<button class="b" type="button" data-prerendered-submit="">Sign in</button><button type="button">Show</button>' +
        '<a href="/need-help">Help</a></form>',
    );
  });

  it('leaves no submit button and no read-only or disabled field (the page is usable before the app loads)', () => {
    const out = markPrerendered(
      '<form><input/><input type="password"/><button type="submit">Go</button></form>',
    );
    expect(out).not.toMatch(/type="submit"|readonly|disabled/);
  });
});

describe('page frames', () => {
  const MARK = '\u2063name\u2063';
  const index =
    '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n<head><title>Benefits Portal</title></head>' +
    '<body><div id="root"></div><div id="bp-loading"></div></body></html>';
  const frame = {
    name: 'member-dashboard',
    language: 'sp',
    htmlLang: 'es',
    title: 'Panel principal · Portal <de> beneficios',
    accountTypes: [7, 8],
    markup: `<h1>Panel principal</h1><p class="m" style="x">Bienvenido(a), ${MARK}.</p><p>Intro</p>`,
  };

  it('puts the frame in #root with its language, title and what boot.js checks on <html>', () => {
    expect(frameHtml(index, frame, MARK)).toBe(
      '<!doctype html>\n<html lang="es" data-frame="member-dashboard" data-frame-language="sp"' +
        ' data-frame-account-types="7,8" data-mantine-color-scheme="light">\n' +
        '<head><title>Panel principal · Portal &lt;de> beneficios</title></head><body><div id="root">' +
        '<h1>Panel principal</h1><p class="m" style="x" data-frame-greeting="">Bienvenido(a), ' +
        '<span data-bp-first-name=""></span>.</p><p>Intro</p></div><div id="bp-loading"></div></body></html>',
    );
  });

  it('leaves a frame without a greeting as it is, and refuses an index.html it cannot fill', () => {
    const plain = { ...frame, markup: '<h1>Claims</h1>' };
    expect(frameHtml(index, plain, MARK)).toContain('<div id="root"><h1>Claims</h1></div>');
    expect(() => frameHtml(index.replace('<div id="root"></div>', ''), plain, MARK)).toThrow(
      /root/,
    );
    const outside = { ...frame, markup: `<h1 title="${MARK}">x</h1>` };
    expect(() => frameHtml(index, outside, MARK)).toThrow(/first-name mark/);
  });
});
