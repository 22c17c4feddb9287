import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

type Employee = {
  employeeId: number;
  firstName: string;
  lastName: string;
  role: string;
  reports?: Employee[];
};

const team: Employee[] = [
  {
    employeeId: 1,
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'CTO',
    reports: [
      {
        employeeId: 2,
        firstName: 'Lena',
        lastName: 'Fischer',
        role: 'Engineering manager',
        reports: [
          { employeeId: 4, firstName: 'Kenji', lastName: 'Sato', role: 'Frontend engineer' },
          { employeeId: 5, firstName: 'Priya', lastName: 'Nair', role: 'Backend engineer' },
        ],
      },
      { employeeId: 3, firstName: 'Diego', lastName: 'Ramos', role: 'Staff designer' },
    ],
  },
];

// Ids must be strings: convert numeric keys. The label combines several fields.
const getItemId = (employee: Employee) => String(employee.employeeId);
const getItemLabel = (employee: Employee) =>
  `${employee.firstName} ${employee.lastName}, ${employee.role}`;
const getItemChildren = (employee: Employee) => employee.reports;

export default function OrgChartTree() {
  return (
    <Box sx={{ height: 200, maxWidth: 400 }}>
      <RichTreeView
        aria-label="Engineering organization"
        items={team}
        getItemId={getItemId}
        getItemLabel={getItemLabel}
        getItemChildren={getItemChildren}
        defaultExpandedItems={['1', '2']}
      />
    </Box>
  );
}
