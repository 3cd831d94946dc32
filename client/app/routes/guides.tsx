import { ARTICLES } from '../../content/pages';
import { ARTICLE_CATEGORIES, formatContentDate } from '../../../shared/content';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { SearchForm } from '../../features/content/search-form';
import { HelpPageLinks } from '../../features/content/help-page-links';

/** Every article, grouped by what a family needs, with search and the help pages. */
export default function GuidesScreen() {
  return (
    <Page
      title="Guides for families"
      lead="Plain-language guides on dementia and caregiving, checked against trusted health sources. Start with whatever is on your mind today."
    >
      <SearchForm />
      {ARTICLE_CATEGORIES.map((category) => {
        const articles = ARTICLES.filter((article) => article.category === category);
        if (articles.length === 0) return null;
        return (
          <Section key={category} title={category}>
            <ul className="grid gap-5">
              {articles.map((article) => (
                <li key={article.path} className="grid gap-1">
                  <StandaloneLink to={article.path} className="text-xl">
                    {article.title}
                  </StandaloneLink>
                  <p>{article.description}</p>
                  <p className="text-fg-muted text-base">
                    Updated{' '}
                    <time dateTime={article.updated}>{formatContentDate(article.updated)}</time> ·{' '}
                    {article.readingMinutes} min read
                  </p>
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
      <Section title="Help with Kinwell" intro="Step-by-step help with the app itself.">
        <HelpPageLinks />
      </Section>
    </Page>
  );
}
