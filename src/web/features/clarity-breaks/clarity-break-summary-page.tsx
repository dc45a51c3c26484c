/**
 * The Clarity Break summary (/clarity-breaks/{id}, docs/product.md §2): the date, 'Session Value: n/100', the answers
 * grouped in the five categories ('No response provided' when unanswered), the numbered Action Items & Commitments, and
 * Download PDF (browser print: controls hidden, 1 inch margin), View All Clarity Breaks and New Clarity Break.
 * Loading shows a text; a missing break (or one that is not the user's) shows 'Clarity break not found'.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, List, Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NO_RESPONSE_TEXT, responsesByCategory } from '../../../core/clarity-break.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type ClarityBreak, clarityBreakQuery } from './api.ts';
import { longDate } from './format.ts';
import { ScoreBadge } from './score-badge.tsx';

/** The print rule of the summary (docs/product.md §2: a 1 inch margin); mounted only while the summary is shown. */
export const SUMMARY_PRINT_CSS = '@page { margin: 1in; }';

/** The actions under the summary; hidden when printing. */
function SummaryActions() {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <Button variant="outline" onClick={() => window.print()}>
        <Download aria-hidden="true" />
        Download PDF
      </Button>
      <Button variant="outline" asChild>
        <Link to="/clarity-breaks">
          <List aria-hidden="true" />
          View All Clarity Breaks
        </Link>
      </Button>
      <Button asChild>
        <Link to="/clarity-break">
          <Plus aria-hidden="true" />
          New Clarity Break
        </Link>
      </Button>
    </div>
  );
}

/** The summary of a loaded break. */
function Summary({ item }: { item: ClarityBreak }) {
  const categories = responsesByCategory(item.responses);
  return (
    <article className="grid gap-6 print:gap-4">
      <style>{SUMMARY_PRINT_CSS}</style>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
            Clarity Break Summary
          </p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            <time dateTime={item.date}>{longDate(item.date)}</time>
          </h1>
        </div>
        <ScoreBadge score={item.score} className="self-start px-3 py-1 text-sm sm:self-auto">
          Session Value: {item.score}/100
        </ScoreBadge>
      </header>

      {categories.map((category) => (
        <section key={category.name} aria-label={category.name} className="break-inside-avoid-page">
          <Card className="print:shadow-none">
            <CardHeader className="px-4 pb-3 sm:px-6">
              <CardTitle as="h2">{category.name}</CardTitle>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              <dl className="grid gap-5">
                {category.questions.map(({ number, question, answer }) => (
                  <div key={number} className="min-w-0 break-inside-avoid">
                    <dt className="font-medium text-foreground">
                      {number}. {question}
                    </dt>
                    <dd
                      dir={answer ? 'auto' : undefined}
                      className={
                        answer
                          ? 'mt-1.5 whitespace-pre-line text-muted-foreground wrap-anywhere'
                          : 'mt-1.5 text-muted-foreground italic'
                      }
                    >
                      {answer ?? NO_RESPONSE_TEXT}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </section>
      ))}

      <section aria-label="Action Items & Commitments" className="break-inside-avoid-page">
        <Card className="print:shadow-none">
          <CardHeader className="px-4 pb-3 sm:px-6">
            <CardTitle as="h2">Action Items &amp; Commitments</CardTitle>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <ol className="grid gap-2">
              {item.actionItems.map((action, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: action items have no id and may repeat.
                <li key={`${index}-${action}`} className="flex min-w-0 gap-3">
                  <span className="w-6 shrink-0 text-right font-semibold text-primary tabular-nums">
                    {index + 1}.
                  </span>
                  <span dir="auto" className="min-w-0 wrap-anywhere">
                    {action}
                  </span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </section>

      <SummaryActions />
    </article>
  );
}

/** The /clarity-breaks/:id screen. */
export function ClarityBreakSummaryPage() {
  useDocumentTitle('Clarity Break Summary');
  const { id = '' } = useParams();
  const query = useQuery(clarityBreakQuery(id));

  let content = (
    <p className="text-muted-foreground" role="status">
      Loading clarity break...
    </p>
  );
  if (query.data) content = <Summary item={query.data} />;
  else if (!query.isPending)
    content = (
      <div className="grid justify-items-start gap-4">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Clarity break not found</h1>
        <Button variant="outline" asChild>
          <Link to="/clarity-breaks">
            <ArrowLeft aria-hidden="true" />
            Back to Clarity Breaks
          </Link>
        </Button>
      </div>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:p-0">{content}</div>
  );
}
