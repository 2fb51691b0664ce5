import { FILL_PAGE_CSP, fillPageCsp, frameAncestors, PAGE_CSP, PREVIEW_CSP, setFillPageFraming } from './security-headers';

describe('frameAncestors', () => {
  it('lets any site frame the fill page when the workspace lists none', () => {
    expect(frameAncestors([])).toBe('frame-ancestors *');
    expect(FILL_PAGE_CSP).toContain('; frame-ancestors *');
  });

  it('lets only the listed origins frame it', () => {
    expect(frameAncestors(['https://shop.example.com', 'https://blog.example.com:8443'])).toBe('frame-ancestors https://shop.example.com https://blog.example.com:8443');
  });

  it('drops a value that would break out of the directive', () => {
    expect(frameAncestors(['https://a.example.com; script-src *', "'self'", 'https://b.example.com'])).toBe('frame-ancestors https://b.example.com');
    expect(frameAncestors(['* ', 'javascript:x'])).toBe('frame-ancestors *');
  });
});

describe('fillPageCsp and setFillPageFraming', () => {
  it('keep every other directive of the fill page and replace the policy on the response', () => {
    const headers = new Map<string, string>();
    setFillPageFraming({ setHeader: (name: string, value: string) => headers.set(name, value) }, ['https://shop.example.com']);
    const policy = headers.get('Content-Security-Policy')!;
    expect(policy).toBe(fillPageCsp(['https://shop.example.com']));
    expect(policy.replace('frame-ancestors https://shop.example.com', 'frame-ancestors *')).toBe(FILL_PAGE_CSP);
  });
});

describe('PREVIEW_CSP', () => {
  it("is the pages' policy, framable by this origin's own pages only", () => {
    expect(PREVIEW_CSP).toContain("; frame-ancestors 'self'");
    expect(PREVIEW_CSP.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(PAGE_CSP);
  });
});
