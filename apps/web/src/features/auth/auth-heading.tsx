import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type AuthHeadingProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The page's own title is h1; a step inside the sign-in page (forgotten password) is h2. */
  order?: 1 | 2;
};

/** The title and one-line explanation every sign-in screen opens with. */
export function AuthHeading({ title, description, order = 1 }: AuthHeadingProps) {
  return (
    <div>
      <Title order={order} fz={order === 1 ? "h2" : "h3"}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={6}>
          {description}
        </Text>
      )}
    </div>
  );
}
