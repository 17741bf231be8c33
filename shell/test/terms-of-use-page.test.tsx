import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/routing';
import { TermsOfUsePage } from '../src/pages/public/terms-of-use/terms-of-use-page';

function renderPage(path = '/terms-of-use') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TermsOfUsePage />
    </MemoryRouter>,
  );
}

describe('/terms-of-use', () => {
  it('has one h1 and 30 numbered sections', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Terms of use']);
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(sections).toHaveLength(30);
    expect(sections.map((heading) => Number(heading.textContent?.split('.')[0]))).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
  });

  it('has a table of contents whose 30 links lead to the section anchors', () => {
    renderPage();
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(30);
    for (const [index, link] of links.entries()) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.textContent).toBe(`${index + 1}. ${link.textContent}`);
    }
  });

  it('covers every topic docs/product/constants.md#constants-table names, each in a section of its own', () => {
    renderPage();
    const sectionText = (title: RegExp) => screen.getByRole('heading', { level: 2, name: title }).closest('section')?.textContent ?? '';
    expect(sectionText(/^\d+\. License to use the portal$/)).toMatch(
      /limited, personal, non-exclusive, non-transferable and revocable license/,
    );
    expect(sectionText(/^\d+\. Your login information$/)).toMatch(/username, your password and the answers to your security questions/);
    expect(sectionText(/^\d+\. Privacy of your health information$/)).toMatch(/Notice of Privacy Practices/);
    expect(sectionText(/^\d+\. Content you send us$/)).toMatch(/You are responsible for what you send/);
    const mfa = sectionText(/^\d+\. Multi-factor authentication by email or text$/);
    expect(mfa).toMatch(/email address or the mobile phone number on your account/);
    // The messages depend on the number of attempts.
    expect(mfa).toMatch(/tell you how many attempts you have left/);
    expect(mfa).toMatch(/After the third incorrect passcode/);
    expect(sectionText(/^\d+\. Biometric sign-in$/)).toMatch(/fingerprint or face/);
    expect(sectionText(/^\d+\. Push notifications$/)).toMatch(/turn them off at any time/);
    expect(sectionText(/^\d+\. Cookies and similar technology$/)).toMatch(/keep you signed in/);
    expect(sectionText(/^\d+\. Text messages$/)).toMatch(/Message and data rates may apply/);
  });

  it('writes headings in sentence case and leaves nothing to fill in', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    for (const heading of headings) {
      const words = (heading.textContent ?? '')
        .replace(/^\d+\. /, '')
        .split(' ')
        .slice(1);
      // After the first word no capitalised words; acronyms (ID) stay as they are.
      expect(words.filter((word) => /^[A-Z][a-z]/.test(word))).toEqual([]);
    }
    expect(document.body.textContent).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*?\]|placeholder/i);
  });

  it('states the 1-year claim filing limit', () => {
    renderPage();
    const heading = screen.getByRole('heading', { level: 2, name: /Filing claims/ });
    expect(heading.closest('section')).toHaveTextContent('Claims must be filed within 1 year of the date of service.');
  });

  it('scrolls to a section named in the link once the page has rendered', () => {
    jest.useFakeTimers();
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no layout, hence no scrollIntoView
    try {
      renderPage('/terms-of-use#filing-claims');
      expect(scrollIntoView).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('filing-claims')]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      jest.useRealTimers();
    }
  });
});
