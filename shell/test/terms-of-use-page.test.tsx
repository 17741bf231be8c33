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
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Terms of Use']);
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(sections).toHaveLength(30);
    expect(sections.map((heading) => Number(heading.textContent?.split('.')[0]))).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
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
