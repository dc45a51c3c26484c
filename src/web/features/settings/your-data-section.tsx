/**
 * Settings → Your data (ADR 049): 'Export your data' downloads the export file (docs/export-format.md); 'Import
 * data' writes such a file into an account with no planning data and says what came in, or the server's error
 * with the path it names; 'Delete account' opens the deletion dialog.
 */
import { CircleAlert, CircleCheck, Download, LoaderCircle, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ImportResult } from '../../../core/export-format.ts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { parseApiError } from '../../lib/api.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';
import { ImportFileError, useExportData, useImportData } from './your-data-api.ts';

/** Each section's name in the import summary, singular and plural, in the file's order. */
const SECTION_NAMES: Record<string, [string, string]> = {
  rituals: ['ritual', 'rituals'],
  ritualRuns: ['ritual day', 'ritual days'],
  dailyPlans: ['daily plan', 'daily plans'],
  weeklyReviews: ['weekly review', 'weekly reviews'],
  clarityBreaks: ['Clarity Break', 'Clarity Breaks'],
  goals: ['goal', 'goals'],
  idealWeeks: ['ideal week', 'ideal weeks'],
  habits: ['habit', 'habits'],
  habitEntries: ['habit day', 'habit days'],
  timeBlocks: ['time block', 'time blocks'],
};

/** One line of what an import wrote ('Imported 3 daily plans, 1 goal.'). */
function importSummary(result: ImportResult): string {
  const parts = Object.entries(result.imported)
    .filter(([, count]) => count > 0)
    .map(([section, count]) => {
      const [one, many] = SECTION_NAMES[section] ?? [section, section];
      return `${count} ${count === 1 ? one : many}`;
    });
  return parts.length > 0 ? `Imported ${parts.join(', ')}.` : 'The file held no planning data.';
}

/** The import's failure as the user reads it: the file problem, or the server's message (with its path). */
function importError(error: unknown): string {
  if (error instanceof ImportFileError) return error.message;
  return parseApiError(error, 'Could not import the file. Please try again.').message;
}

/** The 'Your data' section of /settings. */
export function YourDataSection() {
  const exportData = useExportData();
  const importData = useImportData();
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importData.mutate(file);
  };

  return (
    <SettingsSection
      id="your-data"
      title="Your data"
      description="Take your plans, reviews and goals with you, bring them here, or delete your account."
    >
      <div className="grid gap-2">
        <h3 className="font-medium">Export your data</h3>
        <p className="text-sm text-muted-foreground">
          One JSON file with everything you saved in Steward. Passwords and calendar credentials are never in
          it.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => exportData.mutate()}
          pending={exportData.isPending}
          aria-busy={exportData.isPending}
        >
          {exportData.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Export your data
        </Button>
      </div>

      <form className="grid gap-2 border-t border-border pt-4" onSubmit={submit}>
        <h3 className="font-medium">Import data</h3>
        <p className="text-sm text-muted-foreground">
          Bring in a Steward export file. This works only while your account has no plans, goals or other data
          yet.
        </p>
        <Label htmlFor={fileId}>Export file</Label>
        <Input
          id={fileId}
          type="file"
          accept="application/json,.json"
          className="h-auto py-1.5"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            importData.reset();
          }}
        />
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          disabled={!file}
          pending={importData.isPending}
          aria-busy={importData.isPending}
        >
          {importData.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          Import data
        </Button>
        {importData.isSuccess ? (
          <Alert role="status">
            <CircleCheck aria-hidden="true" />
            <AlertTitle>Import complete</AlertTitle>
            <AlertDescription>{importSummary(importData.data)}</AlertDescription>
          </Alert>
        ) : null}
        {importData.isError ? (
          <Alert variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Import failed</AlertTitle>
            <AlertDescription>{importError(importData.error)}</AlertDescription>
          </Alert>
        ) : null}
      </form>

      <div className="grid gap-2 border-t border-border pt-4">
        <h3 className="font-medium">Delete account</h3>
        <p className="text-sm text-muted-foreground">
          Removes your account and everything in it for good. Export your data first if you want to keep it.
        </p>
        <DeleteAccountDialog />
      </div>
    </SettingsSection>
  );
}
