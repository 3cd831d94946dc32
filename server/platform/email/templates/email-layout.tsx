import { Body, Container, Head, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../shared/product';

/**
 * The frame of every Kinwell email: the name at the top, large type (18 px body, line height
 * 1.5), near-black on white, one column up to 600 px wide. No images, so it reads the same with
 * pictures blocked. Layout tables are marked role="presentation" so screen readers read the
 * words, not a grid.
 */

export const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const INK = '#1a1a1a';
export const BRAND = '#1f5f5b';
export const LINK = '#0b3b8c';
export const URGENT = '#a21d1d';
export const BODY_SIZE = '18px';

export const paragraphStyle = {
  fontSize: BODY_SIZE,
  lineHeight: '1.5',
  color: INK,
  margin: '0 0 18px',
};

export function EmailLayout(props: {
  title: string;
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{props.title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f4f1',
          margin: 0,
          padding: '16px 0',
          fontFamily: FONT_STACK,
          color: INK,
        }}
      >
        <Container
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            padding: '24px',
          }}
        >
          <Section>
            <Text
              style={{
                fontSize: '22px',
                lineHeight: '1.3',
                fontWeight: 700,
                color: BRAND,
                margin: '0 0 20px',
              }}
            >
              {PRODUCT_NAME}
            </Text>
          </Section>
          <Section>{props.children}</Section>
          {props.footer ? (
            <Section
              style={{ borderTop: '1px solid #8a8a8a', marginTop: '12px', paddingTop: '16px' }}
            >
              {props.footer}
            </Section>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
