import { composeSignInEmail } from './sign-in-email';

const email = { to: 'ada@example.com', workspaceName: 'Acme & <Co>', link: 'http://acme.localhost:3000/sign-in/confirm?token=t1', code: '012345' };

describe('composeSignInEmail', () => {
  it('goes from MAIL_FROM to the member, naming the workspace in the subject', () => {
    const composed = composeSignInEmail(email, 'Form Service <no-reply@localhost>');
    expect([composed.from, composed.to, composed.subject]).toEqual(['Form Service <no-reply@localhost>', 'ada@example.com', 'Sign in to Acme & <Co>']);
  });

  it('carries the link and the code in text and HTML, escaped in HTML', () => {
    const composed = composeSignInEmail(email, 'x@localhost');
    expect(composed.text).toContain(email.link);
    expect(composed.text).toContain('012345');
    expect(composed.html).toContain('href="http://acme.localhost:3000/sign-in/confirm?token=t1"');
    expect(composed.html).toContain('<strong>012345</strong>');
    expect(composed.html).toContain('Acme &#38; &#60;Co&#62;');
    expect(composed.html).not.toContain('<Co>');
  });
});
