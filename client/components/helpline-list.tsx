import { Phone } from 'lucide-react';
import { HELPLINES, type Helpline } from '../../shared/helplines';
import { ExternalLink, PhoneLink } from './links';
import { Card } from './ui/card';

/** Trusted helplines as cards, each with a number to tap and a link to its website. */
export function HelplineList({ helplines = HELPLINES }: { helplines?: readonly Helpline[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {helplines.map((line) => (
        <li key={line.name} className="grid">
          <Card className="grid content-start gap-2">
            <h3 className="text-lg font-bold">{line.name}</h3>
            <p>{line.helpsWith}</p>
            {line.hours ? <p className="text-fg-muted">{line.hours}</p> : null}
            <p className="flex flex-wrap items-center gap-x-4">
              <PhoneLink
                number={line.number}
                standalone
                label={
                  <>
                    <Phone aria-hidden="true" className="h-5 w-5" />
                    Call {line.number}
                  </>
                }
              />
              {line.canText ? (
                <a
                  href={`sms:${line.number}`}
                  className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                >
                  Text {line.number}
                </a>
              ) : null}
            </p>
            <p>
              <ExternalLink href={line.website.href} standalone>
                Visit {line.website.label}
              </ExternalLink>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
