-- placeholder: replaced by the SQL of this change
SELECT 1;
