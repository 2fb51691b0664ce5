import { loadConfig } from '@forms/config';
import { startupBanner } from './startup-banner';

describe('startup banner', () => {
  const config = loadConfig({ PORT: '3000', DATA_DIR: '/srv/forms' });

  it('on the start that created the demo: the base URL, the key once, Swagger and a curl to paste', () => {
    const banner = startupBanner({ config, demoExists: true, newApiKey: 'fsk_abcdefghijkl_secret' });
    expect(banner).toContain('http://demo.localhost:3000');
    expect(banner).toContain('fsk_abcdefghijkl_secret');
    expect(banner).toContain('http://localhost:3000/api/docs');
    expect(banner).toContain('export API_KEY=fsk_abcdefghijkl_secret');
    expect(banner).toContain('curl -s http://demo.localhost:3000/api/external/v1/forms -H "X-Api-Key: $API_KEY"');
    expect(banner).toContain('embedded PostgreSQL, data in /srv/forms');
  });

  it('offers the fill page of a published demo form to open in a browser', () => {
    const id = '3f1c6a52-2f43-4c53-9a51-0f0d6a2c1b7e';
    const banner = startupBanner({ config, demoExists: true, newApiKey: undefined, demoFormId: id });
    expect(banner).toContain(`Fill in a form in your browser: http://demo.localhost:3000/forms/${id}`);
  });

  it('names the cluster directory when the embedded server keeps its data elsewhere (root)', () => {
    const banner = startupBanner({ config, demoExists: true, newApiKey: undefined, embeddedDataDir: '/var/lib/form-service/abc/pg' });
    expect(banner).toContain('embedded PostgreSQL, data in /var/lib/form-service/abc/pg');
  });

  it('says which role the service connects to the embedded server as', () => {
    const banner = startupBanner({ config, demoExists: true, newApiKey: undefined, databaseUser: 'form_service_app' });
    expect(banner).toContain('Database:    embedded PostgreSQL as form_service_app, data in /srv/forms');
  });

  it('on later starts: no key, but how to make a new one', () => {
    const banner = startupBanner({ config, demoExists: true, newApiKey: undefined });
    expect(banner).not.toMatch(/fsk_/);
    expect(banner).toContain('shown at the first start only');
    expect(banner).toContain('npm run -s cli -- api-key create --subdomain demo');
    expect(banner).toContain('http://demo.localhost:3000/api/external/v1/forms');
  });

  it('without a demo workspace: how to create a workspace', () => {
    const external = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://db/forms', APP_DOMAIN: 'forms.example.com' });
    const banner = startupBanner({ config: external, demoExists: false, newApiKey: undefined });
    expect(banner).toContain('Database:    DATABASE_URL');
    expect(banner).toContain('npm run -s cli -- workspace create');
    expect(banner).toContain('http://acme.forms.example.com:8080/api/external/v1/forms');
    expect(banner).not.toContain('demo');
    expect(banner).not.toContain('postgres://db');
  });

  it('leaves out the default HTTP port', () => {
    const banner = startupBanner({ config: loadConfig({ PORT: '80' }), demoExists: true, newApiKey: undefined });
    expect(banner).toContain('http://demo.localhost/api/external/v1/forms');
    expect(banner).toContain('http://localhost/api/docs');
  });
});

describe('startup banner: the console', () => {
  const config = loadConfig({ PORT: '3000', DATA_DIR: '/srv/forms' });

  it('offers the console and a one-time sign-in link for the demo Admin', () => {
    const link = 'http://demo.localhost:3000/sign-in/confirm?token=abc';
    const banner = startupBanner({ config, demoExists: true, newApiKey: undefined, adminSignInLink: link });
    expect(banner).toContain('Console:     http://demo.localhost:3000/console');
    expect(banner).toContain('Sign in as admin@demo.localhost (one click, once, within 15 minutes):');
    expect(banner).toContain(`               ${link}`);
  });

  it('still names the console when no link could be made (the demo Admin was deactivated)', () => {
    const banner = startupBanner({ config, demoExists: true, newApiKey: undefined });
    expect(banner).toContain('Console:     http://demo.localhost:3000/console');
    expect(banner).not.toContain('Sign in as');
  });
});
