import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Shell } from '../../shell/shell';
import { descriptionOf, isInvalid } from '../../testing/dom';
import { installFakeApi } from '../../testing/fake-api';
import { aMe } from '../../testing/fixtures';
import { renderPage, testQueryClient } from '../../testing/render';
import { BrandPage } from './brand-page';

const DEFAULTS = {
  colors: { background: '#ffffff', text: '#111827', accent: '#1d4ed8' },
  font: 'system',
  corners: 'rounded',
  logo: null,
  embed_origins: [],
};
const LOGO = { url: 'http://acme.localhost/brand/logo/abc.png', width: 120, height: 40, alt: 'Acme' };

function open(brand: object = DEFAULTS, admin = true) {
  const api = installFakeApi();
  api.on('GET', '/api/console/me', { body: aMe({ manage_developers: admin }) });
  api.on('GET', '/api/console/brand', { body: { brand } });
  return { api, page: renderPage(<BrandPage />, { at: '/brand', pattern: 'brand' }), user: userEvent.setup({ delay: null }) };
}

describe('the Brand page', () => {
  it("shows the brand's colours with the contrast of each pair, and a preview in them", async () => {
    open();
    const text = await screen.findByLabelText('Text');
    expect((text as HTMLInputElement).value).toBe('#111827');
    expect(descriptionOf(text)).toBe('Text on background: 17.73:1 — passes');
    expect(descriptionOf(screen.getByLabelText('Accent (buttons, focus rings, selected options)'))).toBe(
      'Accent against background: 6.70:1 — passes Button label (white) on accent: 6.70:1 — passes',
    );
    const preview = screen.getByTestId('brand-preview');
    expect(preview.style.background).toBe('rgb(255, 255, 255)');
    expect(preview.style.color).toBe('rgb(17, 24, 39)');
    expect(within(preview).getByText('Submit').style.background).toBe('rgb(29, 78, 216)');
  });

  it('updates the figures and the preview as a colour is typed, and says what a failing pair needs', async () => {
    open();
    const text = await screen.findByLabelText('Text');
    fireEvent.change(text, { target: { value: '#999999' } });
    expect(descriptionOf(text)).toBe('Text on background: 2.84:1 — needs 4.5:1');
    expect(screen.getByTestId('brand-preview').style.color).toBe('rgb(153, 153, 153)');
    fireEvent.change(screen.getByLabelText('Accent (buttons, focus rings, selected options)'), { target: { value: '#60a5fa' } });
    expect(descriptionOf(screen.getByLabelText('Accent (buttons, focus rings, selected options)'))).toBe(
      'Accent against background: 2.54:1 — needs 3:1 Button label (black) on accent: 8.25:1 — passes',
    );
    expect(within(screen.getByTestId('brand-preview')).getByText('Submit').style.color).toBe('rgb(0, 0, 0)');
  });

  it("saves with PATCH and shows the server's refusal beside the field it names", async () => {
    const { api, user } = open();
    api.on('PATCH', '/api/console/brand', {
      status: 422,
      body: { error: 'brand.colors.text has a contrast of 2.84:1 against brand.colors.background; at least 4.5:1 is needed', field: 'brand.colors.text' },
    });
    const text = await screen.findByLabelText('Text');
    fireEvent.change(text, { target: { value: '#999999' } });
    fireEvent.change(screen.getByLabelText('Font'), { target: { value: 'serif' } });
    fireEvent.change(screen.getByLabelText('Sites that may show your forms in a frame'), { target: { value: 'https://shop.example.com\n\n' } });
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(isInvalid(text)).toBe(true));
    expect(descriptionOf(text)).toContain('brand.colors.text has a contrast of 2.84:1 against brand.colors.background; at least 4.5:1 is needed');
    expect(api.requestsTo('PATCH', '/api/console/brand')[0].body).toEqual({
      brand: { colors: { background: '#ffffff', text: '#999999', accent: '#1d4ed8' }, font: 'serif', corners: 'rounded', embed_origins: ['https://shop.example.com'] },
    });

    api.on('PATCH', '/api/console/brand', { body: { brand: { ...DEFAULTS, colors: { ...DEFAULTS.colors, text: '#000000' } } } });
    fireEvent.change(text, { target: { value: '#000000' } });
    expect(isInvalid(text)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    await screen.findByText('Saved.');
  });

  it('uploads a logo with its alt text as multipart, shows it, and shows a refusal beside the file', async () => {
    const { api, user } = open();
    api.on('PUT', '/api/console/brand/logo', { status: 422, body: { error: 'file must be at most 2000 pixels a side; this one is 2001 by 1', field: 'file' } });
    await screen.findByText("No logo yet: the forms show the workspace's name only.");
    const input = screen.getByLabelText('Image');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'Acme' } });
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await waitFor(() => expect(isInvalid(input)).toBe(true));
    expect(descriptionOf(input)).toContain('file must be at most 2000 pixels a side; this one is 2001 by 1');
    const sent = api.requestsTo('PUT', '/api/console/brand/logo')[0].body as FormData;
    expect(sent.get('alt')).toBe('Acme');
    expect((sent.get('file') as File).name).toBe('logo.png');

    api.on('PUT', '/api/console/brand/logo', { body: { brand: { ...DEFAULTS, logo: LOGO } } });
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    await screen.findByText('Logo saved.');
    const shown = screen.getAllByRole('img', { name: 'Acme' });
    expect(shown.map((image) => image.getAttribute('src'))).toEqual([LOGO.url, LOGO.url]);
    expect(shown[0].getAttribute('width')).toBe('120');
  });

  it('removes the logo', async () => {
    const { api, user } = open({ ...DEFAULTS, logo: LOGO });
    api.on('DELETE', '/api/console/brand/logo', { body: { brand: DEFAULTS } });
    await screen.findAllByRole('img', { name: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await screen.findByText("No logo yet: the forms show the workspace's name only.");
    expect(api.requestsTo('DELETE', '/api/console/brand/logo')).toHaveLength(1);
  });

  it('is for Admins: others see why, and no link to it', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/console/me', { body: aMe({ manage_team: false, manage_developers: false }) });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/brand']}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="brand" element={<BrandPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Only Admins can see the brand.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Forms', 'Team', 'Account']);
    expect(api.requestsTo('GET', '/api/console/brand')).toEqual([]);
  });

  it('is linked from the navigation for Admins', async () => {
    installFakeApi().on('GET', '/api/console/me', { body: aMe() }).on('GET', '/api/console/brand', { body: { brand: DEFAULTS } });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={['/brand']}>
          <Routes>
            <Route element={<Shell />}>
              <Route path="brand" element={<BrandPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Forms', 'Team', 'Developers', 'Activity', 'Brand', 'Account']);
  });
});
