import { Button, Heading, Link, Text } from '@react-email/components';
import { Fragment } from 'react';
import type { EmailMessage, Paragraph } from '../message';
import { previewOf } from '../message';
import { BODY_SIZE, BRAND, EmailLayout, INK, LINK, paragraphStyle, URGENT } from './email-layout';

const linkStyle = {
  color: LINK,
  textDecoration: 'underline',
  textDecorationLine: 'underline',
  wordBreak: 'break-all' as const,
};

function Words({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return <Text style={paragraphStyle}>{paragraph}</Text>;
  return (
    <Text style={paragraphStyle}>
      {paragraph.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Link key={index} href={part.href} style={linkStyle}>
            {part.text ?? part.href}
          </Link>
        ),
      )}
    </Text>
  );
}

/**
 * Any Kinwell email (see `EmailMessage`): the subject as its heading, the words, one large
 * button with the same address written out under it for mail apps that hide buttons, and for
 * notifications a footer with "Stop these emails".
 */
export function MessageEmail({ message }: { message: EmailMessage }) {
  const { action, unsubscribe } = message;
  return (
    <EmailLayout
      title={message.subject}
      preview={previewOf(message)}
      footer={
        unsubscribe ? (
          <>
            <Text style={{ ...paragraphStyle, fontSize: '16px' }}>
              {`You get this email because “${unsubscribe.kindLabel}” is on for email in your Kinwell settings.`}
            </Text>
            <Text style={{ ...paragraphStyle, fontSize: '16px' }}>
              <Link href={unsubscribe.url} style={{ ...linkStyle, fontWeight: 700 }}>
                Stop these emails
              </Link>
            </Text>
            <Text style={{ ...paragraphStyle, fontSize: '16px' }}>
              <Link href={unsubscribe.settingsUrl} style={linkStyle}>
                Choose which alerts reach you by email
              </Link>
            </Text>
          </>
        ) : undefined
      }
    >
      <Heading
        as="h1"
        style={{
          fontSize: '26px',
          lineHeight: '1.3',
          fontWeight: 700,
          color: message.isUrgent ? URGENT : INK,
          margin: '0 0 20px',
        }}
      >
        {message.subject}
      </Heading>
      {message.greeting ? <Text style={paragraphStyle}>{message.greeting}</Text> : null}
      {message.paragraphs.map((paragraph, index) => (
        <Words key={index} paragraph={paragraph} />
      ))}
      {action ? (
        <>
          <Button
            href={action.url}
            style={{
              backgroundColor: BRAND,
              color: '#ffffff',
              fontSize: '20px',
              lineHeight: '1.3',
              fontWeight: 700,
              borderRadius: '8px',
              padding: '16px 24px',
              textDecoration: 'none',
              display: 'inline-block',
              margin: '4px 0 16px',
            }}
          >
            {action.label}
          </Button>
          <Text style={{ ...paragraphStyle, fontSize: BODY_SIZE }}>
            Or open this address: <br />
            <Link href={action.url} style={linkStyle}>
              {action.url}
            </Link>
          </Text>
        </>
      ) : null}
      {(message.after ?? []).map((paragraph, index) => (
        <Words key={index} paragraph={paragraph} />
      ))}
      <Text style={paragraphStyle}>
        {message.signOff.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </Text>
    </EmailLayout>
  );
}
