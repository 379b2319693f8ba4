import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { describeIssue, type SurveyIssue } from "./survey-issues";

type IssuesSummaryProps = {
  issues: readonly SurveyIssue[];
  /** Takes the focus to the field a fault is about. */
  onGoTo?: (issue: SurveyIssue) => void;
  title: string;
  hint?: string;
  "data-testid"?: string;
};

/**
 * Every fault of a survey in one list, each named by where it is ("Pregunta 3 › respuesta 1 › siguiente")
 * and, in the editor, a link to its field. It takes the focus when it appears, so a screen reader reads it.
 */
export const IssuesSummary = forwardRef<HTMLDivElement, IssuesSummaryProps>(function IssuesSummary(
  { issues, onGoTo, title, hint, "data-testid": testId },
  ref,
) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title}
      data-testid={testId}
    >
      {hint && (
        <Text size="sm" mb={6}>
          {hint}
        </Text>
      )}
      <List size="sm" spacing={4}>
        {issues.map((issue) => {
          const text = describeIssue(issue, t);
          return (
            <List.Item key={`${issue.path.join(".")}:${issue.message}`} data-testid="survey-issue">
              {onGoTo ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  c="inherit"
                  underline="always"
                  onClick={() => onGoTo(issue)}
                >
                  {text}
                </Anchor>
              ) : (
                text
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
});
